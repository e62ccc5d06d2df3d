import { Bug } from 'lucide-react';
import { Link } from 'react-router';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/shared/ui/dropdown-menu';
import { DEV_TOOLS_BASE, DEV_TOOLS_SECTIONS } from './sections';
import './dev-tools.css';

/**
 * The floating debug menu (see docs/product/platform-services.md): links to the dev-tools pages.
 * The app renders it only outside production builds and only while the `debugMenu` flag is on.
 */
export default function DebugMenu() {
  return (
    <div className="debug-menu">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <button type="button" className="debug-menu__button" aria-label="Debug menu">
            <Bug size={20} aria-hidden="true" />
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" side="top" width={240}>
          <DropdownMenuLabel>Dev-tools</DropdownMenuLabel>
          <DropdownMenuItem asChild>
            <Link to={DEV_TOOLS_BASE}>Overview</Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          {DEV_TOOLS_SECTIONS.map((s) => (
            <DropdownMenuItem key={s.path} asChild>
              <Link to={`${DEV_TOOLS_BASE}/${s.path}`}>{s.label}</Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
