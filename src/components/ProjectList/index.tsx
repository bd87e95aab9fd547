/**
 * The list of projects building with Lit (data in src/data/projects.ts), filterable by category.
 * The filters are toggle buttons (aria-pressed); the count of shown projects is announced politely.
 */
import React, {useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {projectCategories, projects, type ProjectCategory} from '@site/src/data/projects';
import styles from './styles.module.css';

type Filter = ProjectCategory | 'all';

/** The list appears once, on the ecosystem page, so a fixed id is unique. */
const FILTER_LABEL_ID = 'project-filter-label';

const labelOf = (id: ProjectCategory): string => projectCategories.find((c) => c.id === id)?.label ?? id;

export default function ProjectList(): ReactNode {
  const [filter, setFilter] = useState<Filter>('all');

  const sorted = useMemo(() => [...projects].sort((a, b) => a.name.localeCompare(b.name)), []);
  const shown = filter === 'all' ? sorted : sorted.filter((p) => p.category === filter);
  const countFor = (id: Filter) => (id === 'all' ? projects.length : projects.filter((p) => p.category === id).length);

  const filters: readonly {id: Filter; label: string}[] = [
    {id: 'all', label: 'All'},
    ...projectCategories.map((c) => ({id: c.id, label: c.label})),
  ];

  return (
    <section className={styles.wrapper} aria-label="Projects building with Lit">
      <p id={FILTER_LABEL_ID} className={styles.filterLabel}>
        Filter by category
      </p>
      <div className={styles.filters} role="group" aria-labelledby={FILTER_LABEL_ID}>
        {filters.map((f) => (
          <button
            key={f.id}
            type="button"
            className={clsx('button', 'button--sm', filter === f.id ? 'button--primary' : 'button--secondary', styles.filter)}
            aria-pressed={filter === f.id}
            onClick={() => setFilter(f.id)}>
            {f.label} ({countFor(f.id)})
          </button>
        ))}
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        {filter === 'all'
          ? `Showing all ${shown.length} projects.`
          : `Showing ${shown.length} of ${projects.length} projects in ${labelOf(filter)}.`}
      </p>
      <ul className={styles.list}>
        {shown.map((p) => (
          <li key={p.name} className={styles.card}>
            <p className={styles.name}>
              <Link to={p.url}>{p.name}</Link>
            </p>
            <p className={styles.category}>{labelOf(p.category)}</p>
            <p className={styles.description}>{p.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
