/** The AlphaScout team shown in the About popup. Not a stored collection. */
import type { AboutTeamMember } from '../../schemas/team-member';

export const aboutTeam: AboutTeamMember[] = [
  {
    name: 'Maya Chen',
    role: 'Co-founder & CEO',
    avatar: '/images/avatars/maya-chen.svg',
    links: {
      twitter: 'https://x.com/mayachen_alpha',
      linkedin: 'https://www.linkedin.com/in/maya-chen-alphascout',
    },
  },
  {
    name: 'Jonas Keller',
    role: 'Co-founder & CTO',
    avatar: '/images/avatars/jonas-keller.svg',
    links: {
      twitter: 'https://x.com/jonaskeller_dev',
      linkedin: 'https://www.linkedin.com/in/jonas-keller-alphascout',
    },
  },
  {
    name: 'Priya Raman',
    role: 'Head of Research',
    avatar: '/images/avatars/priya-raman.svg',
    links: {
      twitter: 'https://x.com/priyaraman_onchain',
      linkedin: 'https://www.linkedin.com/in/priya-raman-alphascout',
    },
  },
  {
    name: 'Leo Okafor',
    role: 'Head of Design',
    avatar: '/images/avatars/leo-okafor.svg',
    links: { twitter: 'https://x.com/leookafor_design', linkedin: null },
  },
];
