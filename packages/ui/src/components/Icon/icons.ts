/**
 * The icons Hearth uses, re-exported by name from `lucide-react` so bundlers keep only these.
 * Add an icon here as one more named export; never import the whole module as a namespace,
 * which would pull every Lucide icon into the bundle.
 */
export {
  AlertTriangle,
  Bell,
  Camera,
  Check,
  ChevronDown,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  ClipboardList,
  CreditCard,
  ExternalLink,
  Eye,
  EyeOff,
  Home,
  Info,
  LogOut,
  type LucideIcon,
  Mail,
  Menu,
  Phone,
  Search,
  Settings,
  Trash2,
  User,
  X,
} from 'lucide-react';
