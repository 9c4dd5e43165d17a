import { createRoot } from 'react-dom/client';
import { App } from '@/components/app';
import '@/components/app.css';
import { clearBadge } from '@/lib/browser/badge';

void clearBadge();

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
