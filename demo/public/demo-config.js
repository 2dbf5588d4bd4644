// Runtime settings of the demo page. `npm start` serves a copy of this build with the
// actual endpoints here; null means "the page's own host at the default ports".
window.foyerDemoConfig = { apiUrl: null, nodeUrl: null };
