import { createBrowserRouter } from 'react-router-dom';
import NotFoundPage from '../pages/not-found';
import PlaceholderPage from '../pages/placeholder';

// The route table of SPEC.md section 2 (the Worker's documents.ts knows the same paths).
export const pages: [path: string, title: string][] = [
  ['/', 'Benvenuti'],
  ['/menu', 'Menu'],
  ['/la-nostra-cucina', 'La Nostra Cucina'],
  ['/chi-siamo', 'Chi Siamo'],
  ['/location', 'Il Ristorante'],
  ['/contatti', 'Contatti'],
  ['/eventi', 'Eventi'],
  ['/eventi/:slug', 'Evento'],
  ['/galleria', 'Galleria'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/termini-servizio', 'Termini di Servizio'],
  ['/admin', 'Area riservata'],
];

export const router = createBrowserRouter([
  ...pages.map(([path, title]) => ({ path, element: <PlaceholderPage title={title} /> })),
  { path: '*', element: <NotFoundPage /> },
]);
