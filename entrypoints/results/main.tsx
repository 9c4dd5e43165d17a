import { createRoot } from 'react-dom/client';
import { ResultsPage } from '@/components/result/results-page';
import '@/components/app.css';

const root = document.getElementById('root');
const jobId = new URLSearchParams(location.search).get('job') ?? '';
if (root) createRoot(root).render(<ResultsPage jobId={jobId} />);
