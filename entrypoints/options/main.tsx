import { createRoot } from 'react-dom/client';
import { OptionsApp } from '@/components/options/options-app';
import '@/components/app.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<OptionsApp />);
