import { useQuery } from '@apollo/client';
import { Link, useParams } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';
import { AccountMenuParentsDocument } from './account-operations';
import { labelSlug, menuItemPath } from './slug';
import './account.css';

/** `/account/{label slug}`: the index page of a parent account-menu item, listing its children. */
export function MenuParentPage({ slug: fixed }: { slug?: string } = {}) {
  const params = useParams();
  const slug = fixed ?? params.slug ?? '';
  const { data, loading } = useQuery(AccountMenuParentsDocument, { fetchPolicy: 'cache-and-network' });
  const items = data?.accountMenu.menuShelves.accountMenuShelf.menuShelfItems ?? [];
  const parent = items.find((i) => i.__typename === 'MenuParentItem' && labelSlug(i.label) === slug);

  if (!data && loading) return <Skeleton height={160} />;
  if (!parent || parent.__typename !== 'MenuParentItem') {
    return (
      <EmptyState
        title="Page not found"
        action={
          <Button asChild>
            <Link to="/account/summary">Go to Account Summary</Link>
          </Button>
        }
      >
        This account page does not exist.
      </EmptyState>
    );
  }
  const children = parent.children
    .map((c) => ({ ...c, path: menuItemPath(c.deepLink) }))
    .filter((c): c is typeof c & { path: string } => c.path !== null);
  return (
    <div className="account-page">
      <h1 className="account-page__title">{parent.label}</h1>
      <section className="account-section">
        <ul className="link-list">
          {children.map((c) => (
            <li key={c.id}>
              <Link to={c.path}>
                {c.label}
                <ChevronRight size={18} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
