/** What the shell passes to every page module a manifest route names. */
export interface RoutePageProps {
  path: string;
  title: string;
  /** The route's `props` from the manifest (one parametrised page, several routes). */
  params: Record<string, string | number | boolean>;
}
