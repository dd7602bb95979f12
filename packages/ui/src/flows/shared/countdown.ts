'use client';

/* The cooldown and lockout of the code step: shown as a clock, announced in words. */
import { useEffect, useRef, useState } from 'react';

/** Seconds as a clock: 42 gives '0:42', 125 gives '2:05'. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;

/** Seconds in words, for screen readers: 90 gives '1 minute 30 seconds'. */
export function spokenDuration(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return unit(rest, 'second');
  return rest === 0 ? unit(minutes, 'minute') : `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
}

/**
 * The text of a polite live region for a countdown that the page redraws every second: it changes
 * only when the countdown starts (or starts again from a higher value) and when it ends, so a
 * screen reader hears those two moments and not every second.
 */
export function useCountdownAnnouncement(
  seconds: number,
  started: (seconds: number) => string,
  ended: string,
): string {
  const [message, setMessage] = useState('');
  // Starting from 0 announces a countdown already running when the region appears.
  const previous = useRef(0);
  useEffect(() => {
    const before = previous.current;
    previous.current = seconds;
    if (seconds > before) setMessage(started(seconds));
    else if (seconds === 0 && before > 0) setMessage(ended);
  }, [seconds, started, ended]);
  return message;
}

/**
 * A countdown kept by a view that has no machine (the phone verification prompt): `start(n)` sets
 * it to n seconds, and it goes down by one every `stepMs` (a second) until 0.
 */
export function useCountdown(stepMs = 1000): [seconds: number, start: (seconds: number) => void] {
  const [seconds, setSeconds] = useState(0);
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), stepMs);
    return () => clearInterval(timer);
  }, [running, stepMs]);
  return [seconds, setSeconds];
}
