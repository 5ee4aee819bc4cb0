const blog = {
  meta: {
    title: "Blog: Automated Parking Case Studies",
    description:
      "Case studies of automated parking projects: business centres, residential buildings, shopping malls, hotels and industrial sites.",
    keywords: "automated parking case study, parking project, parking blog",
  },
  title: "Projects and case studies",
  subtitle: "How developers, hotels and operators gained space with automated parking.",
  filterLabel: "Filter articles by category",
  categories: {
    all: "All",
    Commercial: "Commercial",
    Residential: "Residential",
    Hospitality: "Hospitality",
    Industrial: "Industrial",
  },
  readMore: "Read more",
  readMoreLabel: "Read more: {{title}}",
  minRead: "{{count}} min read",
  by: "By {{author}}",
  spaces: "{{count}} spaces",
  noArticles: "No articles in this category yet.",
  share: "Share",
  linkCopied: "Link copied!",
  linkCopiedText: "Article link has been copied to clipboard.",
  shareFailed: "Could not share the link",
  tags: "Tags",
  backToBlog: "Back to Blog",
  getStarted: "Get Started",
  ctaTitle: "Planning a similar project?",
  ctaText: "Tell us about your site and we will propose the right parking system.",
  notFound: {
    metaTitle: "Article not found",
    title: "Article Not Found",
    text: "The article you're looking for doesn't exist.",
  },
};

export default blog;
