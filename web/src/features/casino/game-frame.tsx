import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { readFrameMessage, type FrameMessage } from './launch-errors';

/**
 * The game frame: the launch URL in an iframe titled with the game's name (16:10, the full
 * width on phones), a "Close game" button, and the frame's messages (same origin,
 * `source: 'builtin-casino'`) handed to `onMessage`.
 */
export function GameFrame({ name, src, onClose, onMessage }: { name: string; src: string; onClose: () => void; onMessage: (message: FrameMessage) => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
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
      if (message) handler.current(message);
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
      <div className="game-frame__box">
        <iframe ref={frame} title={name} src={src} className="game-frame__iframe" allow="fullscreen" />
      </div>
    </div>
  );
}
