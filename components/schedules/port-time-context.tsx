"use client";
// The ports' time zones (the rotation answer names ports by id only), whether times show their
// zone ("16:00 CET, UTC+1"), and "now" for countdowns, for every part of the schedule page.
// "now" starts as the server's render time, so the server's HTML and the first browser render
// agree, then follows the clock minute by minute.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { PortZone } from "@/lib/schedule/sailings";

interface PortTimeValue {
  zoneOf: (portId: number) => string;
  showZones: boolean;
  now: Date;
}

const PortTimeContext = createContext<PortTimeValue>({ zoneOf: () => "UTC", showZones: false, now: new Date(0) });

export function PortTimeProvider({
  ports,
  showZones,
  renderedAt,
  children,
}: {
  ports: PortZone[];
  showZones: boolean;
  renderedAt: string;
  children: ReactNode;
}) {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, []);
  const zones = useMemo(() => new Map(ports.map((p) => [p.id, p.timeZone])), [ports]);
  const value = useMemo(
    () => ({ zoneOf: (id: number) => zones.get(id) ?? "UTC", showZones, now }),
    [zones, showZones, now],
  );
  return <PortTimeContext.Provider value={value}>{children}</PortTimeContext.Provider>;
}

export const usePortTime = () => useContext(PortTimeContext);
