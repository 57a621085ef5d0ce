import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getBrowserStore } from '../shared/store/browser';
import { ContentProvider } from '../shared/ui/content-context';
import { App } from './app';
import './styles/base.css';
import './styles/layout.css';
import './styles/pages.css';

const store = getBrowserStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ContentProvider store={store}>
      <App />
    </ContentProvider>
  </StrictMode>,
);
