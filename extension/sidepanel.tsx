/** The side panel page (also opened as an ordinary tab, e.g. by the end-to-end tests). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DialogProvider } from './panel/dialogs';
import { PanelApp } from './panel/panel-app';
import { restorePanelSession } from './panel/session';
import { followPanelPerson } from './panel/github-account';
import { openedAsTab } from './panel/target';
// The shared display pieces' styles (cards, tags, emoji), as on the site (site/main.tsx).
import '../shared/ui/ui.css';
import './panel/panel.css';

const [asTab] = await Promise.all([openedAsTab(), restorePanelSession(), followPanelPerson()]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DialogProvider>
      <PanelApp asTab={asTab} />
    </DialogProvider>
  </StrictMode>,
);
