import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyStoredTheme } from './features/theme/lib/theme-storage';
import './styles.css';

// The stored theme goes on <html> before React renders anything, so the first paint has the right colours.
applyStoredTheme();

const root = document.getElementById('root');
if (!root) throw new Error('#root ontbreekt in index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
