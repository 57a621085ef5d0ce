/** The dashboard's debug panel (SPEC §2 "Debug panel"). */
export function DebugPanel() {
  return <section aria-label="Debug tools" />;
}
