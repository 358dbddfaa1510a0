console.log('setup ran')
