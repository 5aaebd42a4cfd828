/** Where the console keeps its session (sessionStorage); browser tests that sign in without the form write it too. */
export const SESSION_STORAGE_KEY = "vendor-console.session";
