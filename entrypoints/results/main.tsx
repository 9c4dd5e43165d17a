import { createRoot } from 'react-dom/client';
import { ResultsPage } from '@/components/result/results-page';
import '@/components/app.css';

const root = document.getElementById('root');
const params = new URLSearchParams(location.search);
const jobId = params.get('job') ?? '';
const batchId = params.get('batch') ?? '';
if (root) createRoot(root).render(<ResultsPage jobId={jobId} batchId={batchId} />);
