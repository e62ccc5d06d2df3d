import { useEffect, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { readFrameMessage, type FrameMessage } from './launch-errors';

/** The frame's height bounds (px): the game says how tall it is, within these. */
export const FRAME_MIN_HEIGHT = 420;
export const FRAME_MAX_HEIGHT = 1600;

/**
 * The game frame: the launch URL in an iframe titled with the game's name (the full width on
 * phones) as tall as the game says it is, a "Close game" button, and the frame's other messages
 * (same origin, `source: 'builtin-casino'`) handed to `onMessage`.
 */
export function GameFrame({ name, src, onClose, onMessage }: { name: string; src: string; onClose: () => void; onMessage: (message: FrameMessage) => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  }, [onMessage]);
  // The game takes the keyboard as soon as it opens (the play button that had it is gone).
  useEffect(() => {
    frame.current?.focus();
  }, []);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      // Only the frame's own messages: another window of this origin does not speak for the game.
      if (event.source && frame.current?.contentWindow && event.source !== frame.current.contentWindow) return;
      const message = readFrameMessage(event, window.location.origin);
      if (message?.type === 'resize') setHeight(Math.min(FRAME_MAX_HEIGHT, Math.max(FRAME_MIN_HEIGHT, message.height)));
      else if (message) handler.current(message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);
  return (
    <div className="game-frame">
      <div className="game-frame__bar">
        <Button variant="outline" size="sm" icon={<X size={16} aria-hidden="true" />} onClick={onClose}>
          Close game
        </Button>
      </div>
      <div className="game-frame__box" style={height ? { height } : undefined}>
        <iframe ref={frame} title={name} src={src} className="game-frame__iframe" allow="fullscreen" />
      </div>
    </div>
  );
}
