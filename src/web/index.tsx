import './ui/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startInspectorIfRequested } from './shell/inspector';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Dev tool: ?inspect attaches the Stately inspector to every actor (before render, so none is missed).
void startInspectorIfRequested(window.location.search);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
