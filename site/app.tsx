/**
 * The route table: the map of the product. Public routes are written out here; the
 * studio's /admin routes come from site/admin/routes.tsx and are loaded lazily, so a
 * visitor's page never downloads the editor.
 */
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useContent } from '../shared/ui/content-context';
import { UNIVERSITY_NAME } from '../shared/content/constants';
import { adminRoutes } from './admin/routes';

function Home() {
  const content = useContent();
  return (
    <main>
      <h1>{UNIVERSITY_NAME}</h1>
      <ul>
        {content.projects.map((project) => (
          <li key={project.id}>{project.title}</li>
        ))}
      </ul>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Home /> }, ...adminRoutes]);

export function App() {
  return <RouterProvider router={router} />;
}
