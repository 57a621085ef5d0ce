import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getBrowserStore } from '../shared/store/browser';
import { ContentProvider } from '../shared/ui/content-context';
import { App } from './app';

const store = getBrowserStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ContentProvider store={store}>
      <App />
    </ContentProvider>
  </StrictMode>,
);
