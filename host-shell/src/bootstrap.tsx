import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startHealthReporting } from './releases/health';

startHealthReporting();

createRoot(document.getElementById('root')!, {
  // A page that fails to load or render is shown as its area's error panel; that is handled, so it
  // is reported as a warning, not as an error of the console.
  onCaughtError: (error) => console.warn('[页面错误]', (error as Error)?.message ?? error),
}).render(<App />);
