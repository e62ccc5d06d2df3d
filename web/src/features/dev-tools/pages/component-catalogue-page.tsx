import { useMemo, useState, type ReactNode } from 'react';
import { Bell, ChevronDown, Inbox, Settings, Star } from 'lucide-react';
import { BRANDS } from '@/brands/all-brands';
import { tokenVar } from '@/brands/theme-css';
import type { BrandCode } from '@/brands/types';
import { Avatar } from '@/shared/ui/avatar';
import { Badge, type BadgeTone } from '@/shared/ui/badge';
import { Button, IconButton, type ButtonVariant } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { CurrencyInput } from '@/shared/ui/currency-input';
import { Dialog, DialogContent, DialogTrigger, SheetContent } from '@/shared/ui/dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/shared/ui/dropdown-menu';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field, FormError } from '@/shared/ui/field';
import { ProblemGamblingHelpLine } from '@/shared/ui/help-line';
import { Input } from '@/shared/ui/input';
import { Money } from '@/shared/ui/money';
import { PhoneText } from '@/shared/ui/phone-text';
import { Popover, PopoverContent, PopoverTrigger } from '@/shared/ui/popover';
import { Skeleton } from '@/shared/ui/skeleton';
import { Spinner } from '@/shared/ui/spinner';
import { Switch } from '@/shared/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { toast } from '@/shared/ui/toast-store';

type Mode = 'light' | 'dark';
const BRAND_CODES = Object.keys(BRANDS) as BrandCode[];
const MODES: Mode[] = ['light', 'dark'];
const BUTTON_VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'];
const BADGE_TONES: BadgeTone[] = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'];

/** Each brand's theme tokens scoped to a preview container (`data-brand` + `data-color-mode`). */
function previewCss(): string {
  return BRAND_CODES.flatMap((code) =>
    MODES.map((mode) => {
      const decls = Object.entries(BRANDS[code].theme[mode])
        .map(([k, v]) => `${tokenVar(k)}: ${String(v)};`)
        .join(' ');
      return `.dt-preview[data-brand='${code}'][data-color-mode='${mode}'] { color-scheme: ${mode}; ${decls} }`;
    }),
  ).join('\n');
}

function Specimen({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="dt-specimen">
      <h3 className="dt-specimen__name">{name}</h3>
      <div className="dt-specimen__body">{children}</div>
    </div>
  );
}

function Catalogue() {
  const [amount, setAmount] = useState('25.00');
  const [on, setOn] = useState(true);
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <div className="dt-catalogue">
      <Specimen name="Button">
        {BUTTON_VARIANTS.map((v) => (
          <Button key={v} variant={v}>
            {v}
          </Button>
        ))}
        <Button size="sm">Small</Button>
        <Button size="lg">Large</Button>
        <Button loading>Loading</Button>
        <Button disabled>Disabled</Button>
        <Button icon={<Star size={16} aria-hidden="true" />}>With icon</Button>
      </Specimen>
      <Specimen name="IconButton">
        <IconButton label="Settings" icon={<Settings size={18} />} />
        <IconButton label="Notifications" variant="outline" icon={<Bell size={18} />} />
        <IconButton label="Small" size="sm" icon={<Star size={16} />} />
      </Specimen>
      <Specimen name="Badge">
        {BADGE_TONES.map((t) => (
          <Badge key={t} tone={t}>
            {t}
          </Badge>
        ))}
      </Specimen>
      <Specimen name="Avatar">
        <Avatar firstName="Alex" lastName="Morgan" />
        <Avatar firstName="Jordan" lastName="Lee" size={48} />
        <Avatar />
      </Specimen>
      <Specimen name="Card">
        <Card>
          <strong>Card</strong>
          <p className="dt-muted">A padded surface with a border.</p>
        </Card>
      </Specimen>
      <Specimen name="Field, Input, FormError">
        <Field label="Email" hint="We never share it.">
          <Input type="email" placeholder="you@example.com" />
        </Field>
        <Field label="Password" error="Please enter your password">
          <Input type="password" />
        </Field>
        <FormError>A form-level error.</FormError>
      </Specimen>
      <Specimen name="CurrencyInput">
        <Field label="Stake">
          <CurrencyInput value={amount} onValueChange={(v) => setAmount(v)} />
        </Field>
      </Specimen>
      <Specimen name="Money">
        <Money cents={100000} /> <Money cents={-2550} /> <Money cents={199} currency="CAD" />
      </Specimen>
      <Specimen name="Switch">
        <Switch checked={on} onCheckedChange={setOn} aria-label="Example switch" />
      </Specimen>
      <Specimen name="Tabs">
        <Tabs defaultValue="a">
          <TabsList aria-label="Example tabs">
            <TabsTrigger value="a">Open</TabsTrigger>
            <TabsTrigger value="b">Settled</TabsTrigger>
          </TabsList>
          <TabsContent value="a">Open bets appear here.</TabsContent>
          <TabsContent value="b">Settled bets appear here.</TabsContent>
        </Tabs>
      </Specimen>
      <Specimen name="Spinner, Skeleton">
        <Spinner label="Loading" />
        <Skeleton width={160} />
        <Skeleton width={48} height={48} radius="50%" />
      </Specimen>
      <Specimen name="EmptyState">
        <EmptyState headingLevel={3} icon={<Inbox size={28} />} title="No bets yet" action={<Button size="sm">Browse sports</Button>}>
          Your open bets show up here.
        </EmptyState>
      </Specimen>
      <Specimen name="PhoneText, ProblemGamblingHelpLine">
        <PhoneText text="If you or someone you know has a gambling problem, call 1-800-522-4700." />
        <ProblemGamblingHelpLine compact />
      </Specimen>
      <Specimen name="VisuallyHidden">
        <span>
          Visible text <VisuallyHidden>(and text only screen readers hear)</VisuallyHidden>
        </span>
      </Specimen>
      <Specimen name="Overlays (use the app's theme: they render in a portal)">
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">Dialog</Button>
          </DialogTrigger>
          <DialogContent title="Dialog title" description="A centred modal with a close button." />
        </Dialog>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">Sheet</Button>
          </DialogTrigger>
          <SheetContent title="Sheet" hideTitle={false} width={320}>
            <p>A panel from the side.</p>
          </SheetContent>
        </Dialog>
        <Button variant="outline" onClick={() => setConfirmOpen(true)}>
          ConfirmDialog
        </Button>
        <ConfirmDialog open={confirmOpen} onOpenChange={setConfirmOpen} title="Logout" description="Are you sure you want to log out?" confirmLabel="Log Out" onConfirm={() => setConfirmOpen(false)} />
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="outline">Popover</Button>
          </PopoverTrigger>
          <PopoverContent>A popover.</PopoverContent>
        </Popover>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" icon={<ChevronDown size={16} aria-hidden="true" />}>
              DropdownMenu
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>Account</DropdownMenuLabel>
            <DropdownMenuItem>Settings</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem>Log Out</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button variant="outline" onClick={() => toast({ title: 'A toast', description: 'See the Toasts page for every variant.' })}>
          Toast
        </Button>
      </Specimen>
    </div>
  );
}

/** Every design-system component of the shared UI kit (src/shared/ui), in the chosen brand and colour mode. */
export function ComponentCataloguePage() {
  const [brand, setBrand] = useState<BrandCode>(() => (document.documentElement.dataset.brand as BrandCode | undefined) ?? 'halftime');
  const [mode, setMode] = useState<Mode>('light');
  const css = useMemo(previewCss, []);
  return (
    <section className="dt-page" aria-labelledby="dt-catalogue-title">
      <style>{css}</style>
      <header className="dt-page__header">
        <div>
          <h2 id="dt-catalogue-title">Component catalogue</h2>
          <p className="dt-muted">Switch the brand and colour mode of the preview below.</p>
        </div>
      </header>
      <div className="dt-toolbar" role="group" aria-label="Preview theme">
        <div className="dt-segmented" role="radiogroup" aria-label="Brand">
          {BRAND_CODES.map((code) => (
            <button key={code} type="button" role="radio" aria-checked={brand === code} className="dt-segmented__item" onClick={() => setBrand(code)}>
              {BRANDS[code].name}
            </button>
          ))}
        </div>
        <div className="dt-segmented" role="radiogroup" aria-label="Colour mode">
          {MODES.map((m) => (
            <button key={m} type="button" role="radio" aria-checked={mode === m} className="dt-segmented__item" onClick={() => setMode(m)}>
              {m === 'light' ? 'Light' : 'Dark'}
            </button>
          ))}
        </div>
      </div>
      <div className="dt-preview" data-brand={brand} data-color-mode={mode} data-testid="catalogue-preview">
        <Catalogue />
      </div>
    </section>
  );
}
