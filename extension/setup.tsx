/**
 * The toolbar popup on tabs that are not a configured lab site: says so and offers to add
 * the site. Opening it grants access to the active tab's address (activeTab), so the
 * address can be suggested.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { originOfUrl } from './origins';
import { NotConfigured } from './panel/sites-settings';
import './panel/panel.css';

const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <div className="panel">
      <NotConfigured origin={originOfUrl(tab?.url)} />
    </div>
  </StrictMode>,
);
