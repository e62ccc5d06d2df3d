import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './app/styles/global.css';
import './app/styles/layout.css';
import { buildBrand } from './brands/registry';
import { installTheme } from './brands/theme-css';
import { App } from './app/app';

const brand = buildBrand();
installTheme(brand.code, brand.theme);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
