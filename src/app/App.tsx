import { AppRouter } from './AppRouter';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';

export function App() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 btn-primary">
        Skip to content
      </a>
      <Header />
      <div id="main" className="flex-1">
        <AppRouter />
      </div>
      <Footer />
    </div>
  );
}
