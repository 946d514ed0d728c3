// The yardstick of `npm run bench:bundle`: the smallest React page (react + react-dom, nothing else).
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>react + react-dom</p>);
