/** The floor page: empty on purpose (see layout.floor.tsx). */
export default function BenchFloorPage() {
  return <main data-testid="bench-floor" />;
}
