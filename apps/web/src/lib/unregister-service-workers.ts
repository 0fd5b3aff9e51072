/** The original shipped a service worker; an old one must not keep serving stale chunks. */
export async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // Not allowed here (e.g. an insecure context): nothing to unregister then.
  }
}
