import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';

const PROBE_MS = 3_000;

/**
 * Says clearly when the device is offline (issue 13): the pages then show what the service
 * worker kept. Back online, the data is fetched afresh.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [offline, setOffline] = useState(
    // Online unless the browser says otherwise (the server's prerendered page has no navigator).
    () => typeof navigator !== 'undefined' && navigator.onLine === false,
  );
  const showing = useRef(offline);
  useEffect(() => {
    showing.current = offline;
  }, [offline]);
  useEffect(() => {
    const goOffline = () => setOffline(true);
    const goOnline = () => {
      setOffline(false);
      void queryClient.invalidateQueries();
    };
    // The service worker says when it answered from its cache because the network failed
    // (navigator.onLine stays true on a network that is up but cannot reach us).
    const fromWorker = (event: MessageEvent<{ type?: string } | null>) => {
      if (event.data?.type === 'offline') setOffline(true);
      if (event.data?.type === 'online') setOffline(false);
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    // The connection may have dropped between the first render and these listeners, and a
    // browser may not send the events at all (seen in Chromium with its network emulated): the
    // state is also read every second.
    // (Starting from "online": a connection lost before this effect is caught by the first read.)
    let lastOnLine = true;
    const poll = window.setInterval(() => {
      if (navigator.onLine === lastOnLine) return;
      lastOnLine = navigator.onLine;
      if (lastOnLine) goOnline();
      else goOffline();
    }, 1_000);
    // While the banner shows, the server itself is asked every few seconds whether it can be
    // reached: neither the events nor navigator.onLine are sure to say that the way is open
    // again (the worker never answers the health check from its cache).
    let probing = false;
    const probe = window.setInterval(() => {
      if (probing || !showing.current) return;
      probing = true;
      fetch('/api/health', { cache: 'no-store' })
        .then((response) => {
          if (response.ok && showing.current) goOnline();
        })
        .catch(() => undefined)
        .finally(() => {
          probing = false;
        });
    }, PROBE_MS);
    return () => {
      window.clearInterval(poll);
      window.clearInterval(probe);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [queryClient]);
  if (!offline) return null;
  return (
    <Alert role="status" color="yellow" variant="filled" radius={0} title={t('offline.title')}>
      {t('offline.body')}
    </Alert>
  );
}
