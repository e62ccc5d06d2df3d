import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { Check, Circle } from 'lucide-react';
import { useBrand } from '@/brands/brand-context';
import { Button } from '@/shared/ui/button';
import { Field, FormError } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { Skeleton } from '@/shared/ui/skeleton';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { ProblemGamblingHelpLine } from '@/shared/ui/help-line';
import { HttpError, httpErrorMessage, httpRequest } from '@/shared/api/http-client';
import { useStartup } from '@/shared/api/use-startup';
import { useAuth } from '@/shared/auth/use-auth';
import { passwordGrant } from '@/shared/auth/token-api';
import { showRestrictedSignupToast } from './restricted-signup';
import { EMAIL_PATTERN, ageOn, legalAge, passwordRules } from './validation';
import { PasswordInput } from './password-input';
import './auth.css';

export interface Region {
  iso_3166_2_code: string;
  name: string;
  country: string;
  operating: boolean;
}

interface SignupForm {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  region: string;
}

const SERVER_FIELDS: Record<string, keyof SignupForm> = {
  email: 'email',
  password: 'password',
  first_name: 'firstName',
  last_name: 'lastName',
  date_of_birth: 'dateOfBirth',
  region: 'region',
};

/** Operating regions from `GET /i/regions`, sorted by country then name. */
function useOperatingRegions() {
  const [regions, setRegions] = useState<Region[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    httpRequest<{ regions?: Region[] }>('/i/regions')
      .then(({ data }) => {
        if (!live) return;
        const list = (data.regions ?? []).filter((r) => r.operating);
        list.sort((a, b) => (a.country === b.country ? a.name.localeCompare(b.name) : a.country === 'US' ? -1 : 1));
        setRegions(list);
      })
      .catch((e: unknown) => live && setError(httpErrorMessage(e)));
    return () => {
      live = false;
    };
  }, []);
  return { regions, error };
}

/** `/signup`: create an account, then log in and continue to `/welcome-promo` (`/signup/success` when the login fails). */
const WELCOME_PROMO_PATH = '/welcome-promo';
export function SignupPage() {
  const brand = useBrand();
  const navigate = useNavigate();
  const { data: startup } = useStartup();
  const { isLoggedIn, acceptTokenResponse } = useAuth();
  const { regions, error: regionsError } = useOperatingRegions();
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    getValues,
    formState: { errors, isSubmitting, touchedFields },
  } = useForm<SignupForm>({
    mode: 'onTouched',
    defaultValues: { email: '', password: '', firstName: '', lastName: '', dateOfBirth: '', region: '' },
  });

  // Start with the region the visitor is in, when we operate there.
  const here = startup?.regionalMetadata.currentRegionCode ?? null;
  useEffect(() => {
    if (regions && here && !getValues('region') && regions.some((r) => r.iso_3166_2_code === here)) {
      setValue('region', here);
    }
  }, [regions, here, getValues, setValue]);

  const password = watch('password');
  const email = watch('email');
  const regionCode = watch('region');
  const region = regions?.find((r) => r.iso_3166_2_code === regionCode) ?? null;
  const rules = passwordRules(password, email);
  const minAge = region ? legalAge(region.iso_3166_2_code) : null;

  if (isLoggedIn && !created && !isSubmitting) return <Navigate to="/" replace />;

  const onSubmit = async (form: SignupForm) => {
    setFormError(null);
    const email = form.email.trim();
    try {
      await httpRequest('/api/accounts', {
        method: 'POST',
        json: {
          email,
          password: form.password,
          first_name: form.firstName.trim(),
          last_name: form.lastName.trim(),
          date_of_birth: form.dateOfBirth,
          region: form.region,
        },
      });
    } catch (e) {
      if (e instanceof HttpError && e.status === 403) {
        showRestrictedSignupToast(brand.name);
        setFormError(httpErrorMessage(e));
        return;
      }
      const fields = e instanceof HttpError ? e.fieldErrors : {};
      let placed = false;
      for (const [serverField, messages] of Object.entries(fields)) {
        const field = SERVER_FIELDS[serverField];
        if (field && messages[0]) {
          setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) setFormError(httpErrorMessage(e));
      return;
    }
    setCreated(true);
    try {
      acceptTokenResponse(await passwordGrant(email, form.password));
    } catch {
      // The account exists; the success page offers Log In.
      void navigate('/signup/success', { replace: true });
      return;
    }
    // The sign-up is the account's first login: its onboarding offers.
    void navigate(WELCOME_PROMO_PATH, { replace: true });
  };

  return (
    <section className="auth-page" aria-labelledby="signup-title">
      <div className="auth-card auth-card--wide">
        <h1 id="signup-title" className="auth-card__title">
          Sign Up
        </h1>
        <p className="auth-card__lead">Create your {brand.name} account in a couple of minutes.</p>
        <form className="auth-form" onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
          {formError ? <FormError>{formError}</FormError> : null}
          <Field label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              {...register('email', {
                required: 'Please enter your email',
                pattern: { value: EMAIL_PATTERN, message: 'Please enter a valid email' },
              })}
            />
          </Field>
          <Field label="Password" error={errors.password?.message}>
            <PasswordInput
              autoComplete="new-password"
              aria-describedby="password-rules"
              {...register('password', {
                validate: (v) => {
                  const failed = passwordRules(v, getValues('email')).find((r) => r.id !== 'common' && !r.met);
                  return failed ? `Password must meet the rule: ${failed.label.toLowerCase()}` : true;
                },
              })}
            />
            <ul className="password-rules" id="password-rules" aria-live="polite">
              {rules.map((r) => (
                <li key={r.id} className="password-rules__item" data-met={r.met} data-touched={Boolean(touchedFields.password)}>
                  {r.met ? <Check size={14} aria-hidden="true" /> : <Circle size={14} aria-hidden="true" />}
                  <span>
                    {r.label}
                    <VisuallyHidden>{r.met ? ' (done)' : ' (not yet)'}</VisuallyHidden>
                  </span>
                </li>
              ))}
            </ul>
          </Field>
          <div className="auth-form__row">
            <Field label="First name" error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...register('firstName', { required: 'Please enter your first name', maxLength: { value: 100, message: 'First name is too long' } })} />
            </Field>
            <Field label="Last name" error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...register('lastName', { required: 'Please enter your last name', maxLength: { value: 100, message: 'Last name is too long' } })} />
            </Field>
          </div>
          <Field
            label="Date of birth"
            error={errors.dateOfBirth?.message}
            hint={minAge ? `You must be ${minAge} or older to play in ${region?.name}.` : 'You must be 21 or older in US states (18 or 19 in Canadian provinces).'}
          >
            <Input
              type="date"
              autoComplete="bday"
              max={new Date().toISOString().slice(0, 10)}
              {...register('dateOfBirth', {
                required: 'Please enter your date of birth',
                validate: (v) => {
                  const age = ageOn(v);
                  if (age === null) return 'Please enter a valid date of birth';
                  const code = getValues('region');
                  const need = code ? legalAge(code) : null;
                  if (need && age < need) return `You must be at least ${need} years old to sign up in ${regions?.find((r) => r.iso_3166_2_code === code)?.name ?? 'this region'}.`;
                  return true;
                },
              })}
            />
          </Field>
          <Field id="signup-region" label="Region" error={errors.region?.message ?? regionsError ?? undefined}>
            {regions ? (
              <select
                id="signup-region"
                className="select"
                aria-invalid={errors.region ? true : undefined}
                aria-describedby={errors.region ? 'signup-region-error' : undefined}
                {...register('region', { required: 'Please choose the state or province you live in' })}>
                <option value="">Choose your state or province</option>
                {['US', 'CA'].map((country) => (
                  <optgroup key={country} label={country === 'US' ? 'United States' : 'Canada'}>
                    {regions
                      .filter((r) => r.country === country)
                      .map((r) => (
                        <option key={r.iso_3166_2_code} value={r.iso_3166_2_code}>
                          {r.name}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            ) : regionsError ? null : (
              <Skeleton height={44} width="100%" />
            )}
          </Field>
          <p className="auth-muted">By signing up you confirm you are of legal gambling age in your region and accept our Terms of Use and Privacy Policy.</p>
          <Button type="submit" block size="lg" loading={isSubmitting} disabled={!regions}>
            Sign Up
          </Button>
        </form>
        <div className="auth-footer">
          <p className="auth-muted">
            Already have an account? <Link to="/login">Log In</Link>
          </p>
          <ProblemGamblingHelpLine compact />
        </div>
      </div>
    </section>
  );
}
