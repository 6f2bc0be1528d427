import { createRoot } from 'react-dom/client';
import { UNDER_CONSTRUCTION } from '@/config/messages';

// Placeholder entry for /checkout/h5/*: the cashier work replaces it.
createRoot(document.getElementById('root')!).render(<p>收银台 · {UNDER_CONSTRUCTION}</p>);
