// Runs before first paint (loaded synchronously from <head>); CSP forbids inline scripts.
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
} catch {
  // Storage can be blocked; the light default stands.
}
