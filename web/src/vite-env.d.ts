/// <reference types="vite/client" />

/** The console's version, from the root package.json (vite `define`). */
declare const __APP_VERSION__: string;
