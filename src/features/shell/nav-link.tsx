import { Link } from '@tanstack/react-router'
import type { NavItem } from './nav-items'

/** One menu entry: a router link for our pages, a new-tab link for the external ones. */
export function NavLink({ item, className }: { item: NavItem; className?: string | undefined }) {
  if (item.kind === 'external') {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={className}>
        {item.icon}
        <span>{item.label}</span>
        <span className="visually-hidden"> (откроется в новой вкладке)</span>
      </a>
    )
  }
  return (
    <Link to={item.to} className={className} activeOptions={{ exact: item.exact }}>
      {item.icon}
      <span>{item.label}</span>
    </Link>
  )
}
