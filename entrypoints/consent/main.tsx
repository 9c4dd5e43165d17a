import { createRoot } from 'react-dom/client';
import { ConsentApp } from '@/components/ai-apps/consent-app';
import '@/components/app.css';

const askId = new URLSearchParams(location.search).get('ask') ?? '';
const root = document.getElementById('root');
if (root) createRoot(root).render(<ConsentApp askId={askId} />);
