import { useEffect, useState } from 'react';

type Health = 'checking' | 'up' | 'down';

/** The placeholder home until the screens arrive: it shows that the app and its API are alive. */
export function App() {
  const [health, setHealth] = useState<Health>('checking');

  useEffect(() => {
    fetch('/api/health')
      .then((response) => setHealth(response.ok ? 'up' : 'down'))
      .catch(() => setHealth('down'));
  }, []);

  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}
    >
      <h1 style={{ color: '#f59e0b' }}>BasisDesk</h1>
      <p>
        SAP BASIS support from verified consultants: raise a request, book hours, follow it to the finish.
      </p>
      <p>
        Service status:{' '}
        <strong data-testid="health">
          {health === 'checking' ? 'Checking…' : health === 'up' ? 'All systems operational' : 'Unavailable'}
        </strong>
      </p>
      <p>
        API reference: <a href="/api/docs">/api/docs</a>
      </p>
    </main>
  );
}
