import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TWaiverTextView } from '@/lib/spectators';

/** The waiver text the signer reads (the event's current version, in the page's language). */
export async function WaiverDocument({ text, headingLevel = 2 }: { text: TWaiverTextView; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('WaiverUi.document');
  const headingId = `waiver-text-${text.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="waiver-text" data-version={text.version} sx={{ mb: 3 }}>
      <Typography id={headingId} variant={headingLevel === 2 ? 'h2' : 'h3'} sx={{ fontSize: headingLevel === 2 ? '1.5rem' : '1.25rem', fontWeight: 700 }}>
        {text.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('version', { version: text.version })}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 2, md: 3 }, bgcolor: 'background.paper' }}>
        {text.paragraphs.map((paragraph, i) => (
          <Typography key={i} sx={{ mb: i < text.paragraphs.length - 1 ? 2 : 0, whiteSpace: 'pre-line' }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
