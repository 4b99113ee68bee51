import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TContactList } from '@/lib/content/port';

/** Contact lists from the content service: who to reach for what. */
export function ContactLists({ lists }: { lists: TContactList[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="contact-lists">
      {lists.map((list) => (
        <Box key={list.id} component="section">
          <Typography variant="h2" sx={{ mb: 1 }}>
            {list.title}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {list.contacts.map((c, i) => (
              <li key={i}>
                <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
                <Typography variant="body2">{c.role}</Typography>
                {c.email ? (
                  <Typography variant="body2">
                    <a href={`mailto:${c.email}`}>{c.email}</a>
                  </Typography>
                ) : null}
                {c.phone ? (
                  <Typography variant="body2">
                    <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</a>
                  </Typography>
                ) : null}
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
