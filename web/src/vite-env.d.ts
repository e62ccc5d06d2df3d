/// <reference types="vite/client" />

/** Brand theme code chosen at build time (`BRAND`, default `halftime`). */
declare const __BRAND__: 'halftime' | 'scorecard' | 'riverbend' | 'silvermesa';

/** Build-time environment (`APP_ENV`, default development); production builds have no dev-tools. */
declare const __APP_ENV__: 'development' | 'production';
