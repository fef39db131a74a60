import { Link } from '@tanstack/react-router'
import type { NavItem } from './nav-items'

type NavLinkProps = { item: NavItem; className?: string | undefined; onClick?: () => void }

/** One menu entry: a router link for our pages, a new-tab link for the external ones. */
export function NavLink({ item, className, onClick }: NavLinkProps) {
  if (item.kind === 'external') {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
        {item.icon}
        <span>{item.label}</span>
        <span className="visually-hidden"> (откроется в новой вкладке)</span>
      </a>
    )
  }
  return (
    <Link to={item.to} className={className} activeOptions={{ exact: item.exact }} onClick={onClick}>
      {item.icon}
      <span>{item.label}</span>
    </Link>
  )
}
