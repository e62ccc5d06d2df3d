import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { IconButton } from '@/shared/ui/button';
import { Input } from '@/shared/ui/input';
import './auth.css';

/** A password input with a show/hide toggle. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-field">
      <Input {...props} type={shown ? 'text' : 'password'} />
      <IconButton
        className="password-field__toggle"
        size="sm"
        label={shown ? 'Hide password' : 'Show password'}
        icon={shown ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        onClick={() => setShown((s) => !s)}
        aria-pressed={shown}
      />
    </div>
  );
}
