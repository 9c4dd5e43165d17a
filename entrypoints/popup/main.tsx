import { createRoot } from 'react-dom/client';
import { App } from '@/components/app';
import '@/components/app.css';
import { setBadge } from '@/lib/browser/badge';
import { badgeFor } from '@/lib/jobs/badge-state';

// Opening Quarry means the user has now seen the outcome.
void setBadge(badgeFor(null));

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
