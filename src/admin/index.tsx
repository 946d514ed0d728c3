import '../web/ui/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app';

/** The back office's own build (decision 0023): the storefront's bundle never carries it. */
const container = document.getElementById('admin');
if (!container) throw new Error('#admin is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
