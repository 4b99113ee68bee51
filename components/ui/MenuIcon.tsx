import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SearchIcon from '@mui/icons-material/Search';
import SportsMotorsportsIcon from '@mui/icons-material/SportsMotorsports';
import TimerIcon from '@mui/icons-material/Timer';
import ArticleIcon from '@mui/icons-material/Article';
import FlagIcon from '@mui/icons-material/Flag';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PrintIcon from '@mui/icons-material/Print';

/** Icons the content service may name for menus and home buttons; unknown names show none. */
const ICONS = {
  Home: HomeIcon,
  EmojiEvents: EmojiEventsIcon,
  CalendarMonth: CalendarMonthIcon,
  Groups: GroupsIcon,
  SportsMotorsports: SportsMotorsportsIcon,
  ConfirmationNumber: ConfirmationNumberIcon,
  Info: InfoIcon,
  Leaderboard: LeaderboardIcon,
  PersonAdd: PersonAddIcon,
  Search: SearchIcon,
  Timer: TimerIcon,
  Article: ArticleIcon,
  Flag: FlagIcon,
  HowToReg: HowToRegIcon,
  PersonSearch: PersonSearchIcon,
  Print: PrintIcon,
} as const;

export function MenuIcon({ name }: { name?: string }) {
  const Icon = name && name in ICONS ? ICONS[name as keyof typeof ICONS] : null;
  return Icon ? <Icon aria-hidden="true" /> : null;
}
