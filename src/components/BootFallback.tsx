/**
 * Shown while the first screen's code loads (react-router HydrateFallback). Plain CSS, no MUI, so it
 * costs nothing to the landing page.
 */
export function BootFallback() {
  return (
    <div role="progressbar" aria-label="…" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <style>{'@keyframes boot-spin{to{transform:rotate(360deg)}}'}</style>
      <div
        style={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: '4px solid rgba(15,118,110,0.18)',
          borderTopColor: '#0f766e',
          animation: 'boot-spin .8s linear infinite',
        }}
      />
    </div>
  );
}
