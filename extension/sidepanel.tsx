import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function SidePanel() {
  return <main><h1>Lab Site Studio</h1></main>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SidePanel />
  </StrictMode>,
);
