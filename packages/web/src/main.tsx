import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app/App';

// createApp starts loading the page's code and data; React renders meanwhile.
const app = createApp();

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App {...app} />
  </StrictMode>,
);
