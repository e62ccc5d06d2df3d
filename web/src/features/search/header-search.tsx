import './search.css';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client';
import { Search, X } from 'lucide-react';
import { useAuth } from '@/shared/auth/use-auth';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { SearchPageDocument } from './search-operations';
import { resultDetail, SEARCH_ICON_SIZE, SearchIcon } from './search-result-parts';
import { cleanTerm, isSearchable, isSearchPath, parseTab, searchPath, SEARCH_BASE, stripTerm, SUGGESTIONS } from './search-rules';
import { useRecentSearches } from './use-recent-searches';
import { useSearchSettings } from './use-search-settings';

/** The term in a results path (`/search/{term}/all`), or null elsewhere. */
export function termOfPath(pathname: string): string | null {
  const match = /^\/search\/([^/]+)\/all\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

type Option =
  | { kind: 'recent'; id: string; term: string }
  | { kind: 'result'; id: string; path: string; title: string; detail: string; icon: Parameters<typeof SearchIcon>[0]['kind'] }
  | { kind: 'all'; id: string; term: string };

/** The header's search box, when the `search` flag is on for the viewer. */
export function HeaderSearch() {
  const enabled = useFeatureFlag('search');
  return enabled ? <SearchBox /> : null;
}

/**
 * A combobox (docs/product/search.md): typing strips `%` and `<`; a term of the minimum length
 * opens its results page after the debounce (a shorter one goes back where the search began);
 * the list under it offers the best matches, or the recent searches of a logged-in bettor, and
 * is walked with the arrow keys, chosen with Enter and closed with Escape.
 */
function SearchBox() {
  const { debounceMs, minimumLength, maximumLength } = useSearchSettings();
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const routeTerm = termOfPath(pathname);
  const [value, setValue] = useState(routeTerm ?? '');
  const [debounced, setDebounced] = useState(routeTerm ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const focused = useRef(false);
  const typed = useRef(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Where the bettor was before typing opened the results page. */
  const returnTo = useRef<string | null>(null);
  const listId = useId();
  // Read once the box is first used, then kept (the list also shows after Escape and Down).
  const [used, setUsed] = useState(false);
  const recent = useRecentSearches(used && isLoggedIn);

  const searchable = isSearchable(debounced, minimumLength);
  const suggestions = useQuery(SearchPageDocument, {
    variables: { term: cleanTerm(debounced), tab: 'ALL', first: SUGGESTIONS },
    skip: !open || !searchable,
    fetchPolicy: 'cache-first',
  });

  // The box follows the URL while the bettor is not typing in it.
  useEffect(() => {
    if (focused.current) return;
    setValue(routeTerm ?? '');
    setDebounced(routeTerm ?? '');
    typed.current = false;
  }, [routeTerm]);

  useEffect(
    () => () => {
      if (blurTimer.current) clearTimeout(blurTimer.current);
    },
    [],
  );

  // After the debounce: a long-enough term opens (or updates) its results page; a shorter one
  // restores the page the search began on.
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      setDebounced(value);
      const here = `${pathname}${search}`;
      const onResults = isSearchPath(pathname);
      if (isSearchable(value, minimumLength)) {
        const tab = onResults ? parseTab(new URLSearchParams(search).get('tab')) : 'all';
        const target = searchPath(value, tab);
        if (target === here) return;
        if (!onResults) returnTo.current = here;
        void navigate(target, { replace: onResults });
      } else if (onResults && returnTo.current !== null) {
        const back = returnTo.current;
        returnTo.current = null;
        void navigate(back, { replace: true });
      }
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [value, debounceMs, minimumLength, navigate, pathname, search]);

  const results = suggestions.data?.searchPage.results ?? [];
  const showRecent = isLoggedIn && !isSearchable(value, minimumLength) && recent.terms.length > 0;
  const options: Option[] = showRecent
    ? recent.terms.map((term, i) => ({ kind: 'recent', id: `${listId}-recent-${i}`, term }))
    : searchable && isSearchable(value, minimumLength)
      ? [
          ...results.map(
            (r, i): Option => ({ kind: 'result', id: `${listId}-result-${i}`, path: r.path, title: r.title, detail: resultDetail(r), icon: r.kind }),
          ),
          { kind: 'all', id: `${listId}-all`, term: cleanTerm(debounced) },
        ]
      : [];
  const panelOpen = open && (options.length > 0 || (searchable && isSearchable(value, minimumLength)));
  const activeOption = active >= 0 ? options[active] : undefined;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function leave() {
    close();
    input.current?.blur();
  }

  function submit() {
    if (!isSearchable(value, minimumLength)) return;
    const term = cleanTerm(value);
    typed.current = false;
    setDebounced(value);
    recent.remember(term);
    const onResults = isSearchPath(pathname);
    if (!onResults) returnTo.current = null;
    const tab = onResults ? parseTab(new URLSearchParams(search).get('tab')) : 'all';
    const target = searchPath(term, tab);
    if (target !== `${pathname}${search}`) void navigate(target, { replace: onResults });
    close();
    // The input keeps focus until the debounce has passed, then lets go.
    if (blurTimer.current) clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => input.current?.blur(), debounceMs);
  }

  function choose(option: Option) {
    if (option.kind === 'all') {
      submit();
      return;
    }
    typed.current = false;
    returnTo.current = null;
    if (option.kind === 'recent') {
      setValue(option.term);
      setDebounced(option.term);
      recent.remember(option.term);
      leave();
      void navigate(searchPath(option.term));
      return;
    }
    recent.remember(cleanTerm(value));
    leave();
    void navigate(option.path);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : options.length - 1) : (i + step + options.length) % options.length));
    } else if (e.key === 'Enter' && activeOption) {
      e.preventDefault();
      choose(activeOption);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        close();
      }
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    submit();
  }

  return (
    <div className="header-search">
      <form role="search" className="header-search__form" onSubmit={onSubmit} action={SEARCH_BASE}>
        <Search className="header-search__icon" size={SEARCH_ICON_SIZE} aria-hidden="true" />
        <input
          ref={input}
          type="search"
          className="header-search__input"
          name="q"
          value={value}
          maxLength={maximumLength}
          placeholder="Search teams, events, games"
          aria-label="Search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={panelOpen}
          aria-controls={listId}
          aria-activedescendant={activeOption?.id}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => {
            typed.current = true;
            setValue(stripTerm(e.target.value));
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => {
            focused.current = true;
            setUsed(true);
            setOpen(true);
          }}
          onBlur={() => {
            focused.current = false;
            close();
          }}
          onKeyDown={onKeyDown}
        />
        {value ? (
          <button
            type="button"
            className="header-search__clear"
            aria-label="Clear search"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              typed.current = true;
              setValue('');
              setActive(-1);
              input.current?.focus();
            }}
          >
            <X size={16} aria-hidden="true" />
          </button>
        ) : null}
      </form>
      <div className={`header-search__panel${showRecent ? ' header-search__panel--recent' : ''}`} hidden={!panelOpen}>
        {showRecent ? (
          <div className="header-search__heading">
            <span id={`${listId}-recent-heading`}>Recent searches</span>
            <button
              type="button"
              className="header-search__clear-recent"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => recent.clear()}
            >
              Clear
            </button>
          </div>
        ) : null}
        <ul id={listId} role="listbox" aria-label={showRecent ? 'Recent searches' : 'Search suggestions'} className="header-search__list">
          {options.map((option, i) => (
            <li
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={i === active}
              className={`header-search__option${i === active ? ' header-search__option--active' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(option)}
            >
              {option.kind === 'recent' ? (
                <>
                  <SearchIcon kind="RECENT" />
                  <span className="header-search__title">{option.term}</span>
                </>
              ) : option.kind === 'result' ? (
                <>
                  <SearchIcon kind={option.icon} />
                  <span className="header-search__text">
                    <span className="header-search__title">{option.title}</span>
                    <span className="header-search__detail">{option.detail}</span>
                  </span>
                </>
              ) : (
                <>
                  <Search size={SEARCH_ICON_SIZE} aria-hidden="true" />
                  <span className="header-search__title">See all results for “{option.term}”</span>
                </>
              )}
            </li>
          ))}
        </ul>
        {!showRecent ? (
          <p className="header-search__status" role="status">
            {suggestions.loading && results.length === 0
              ? 'Searching…'
              : suggestions.error
                ? 'Search is unavailable right now. Try again in a moment.'
                : suggestions.data && results.length === 0
                  ? `No matches for “${cleanTerm(debounced)}”.`
                  : ''}
          </p>
        ) : null}
      </div>
    </div>
  );
}
